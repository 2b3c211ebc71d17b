// The react-router API a single-page app uses, re-exported from the real package. build-config aliases `react-router`
// to this file, so the shared react-router singleton carries only these exports and the bundler drops the rest
// (framework mode, server rendering, RSC, cookies and sessions): shared modules are not tree-shaken otherwise.
// Add an export here when a screen needs one (the build fails with "export ... was not found" until then).
export {
  Form,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  data,
  href,
  matchPath,
  redirect,
  replace,
  useBlocker,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
  useSubmit,
} from 'react-router-full';
