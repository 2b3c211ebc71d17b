// The react-router API a single-page app uses, re-exported from the real package. build-config aliases `react-router`
// to this file, so the shared react-router singleton carries only these exports and the bundler drops the rest
// (framework mode, server rendering, RSC, cookies and sessions): shared modules are not tree-shaken otherwise.
// Add an export here when a screen needs one (the build fails with "export ... was not found" until then).
export {
  Await, BrowserRouter, Form, HashRouter, IDLE_BLOCKER, IDLE_FETCHER, IDLE_NAVIGATION, Link, MemoryRouter, NavLink, Navigate,
  NavigationType, Outlet, Route, Router, RouterContextProvider, RouterProvider, Routes, ScrollRestoration, createBrowserRouter,
  createContext, createHashRouter, createMemoryRouter, createPath, createRoutesFromChildren, createRoutesFromElements,
  createSearchParams, data, generatePath, href, isRouteErrorResponse, matchPath, matchRoutes, parsePath, redirect,
  redirectDocument, renderMatches, replace, resolvePath, unstable_usePrompt, useActionData, useAsyncError, useAsyncValue,
  useBeforeUnload, useBlocker, useFetcher, useFetchers, useFormAction, useHref, useInRouterContext, useLinkClickHandler,
  useLoaderData, useLocation, useMatch, useMatches, useNavigate, useNavigation, useNavigationType, useOutlet,
  useOutletContext, useParams, useResolvedPath, useRevalidator, useRouteError, useRouteLoaderData, useRoutes,
  useSearchParams, useSubmit, useViewTransitionState,
  UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext,
} from 'react-router-full';
