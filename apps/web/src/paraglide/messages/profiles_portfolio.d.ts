/**
* | output |
* | --- |
* | "Portfolio" |
*
* @param {Profiles_PortfolioInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_portfolio: ((inputs?: Profiles_PortfolioInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_PortfolioInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_PortfolioInputs = {};
