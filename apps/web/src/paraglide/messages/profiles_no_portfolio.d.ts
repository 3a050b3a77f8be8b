/**
* | output |
* | --- |
* | "No portfolio items yet." |
*
* @param {Profiles_No_PortfolioInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_portfolio: ((inputs?: Profiles_No_PortfolioInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_No_PortfolioInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_No_PortfolioInputs = {};
