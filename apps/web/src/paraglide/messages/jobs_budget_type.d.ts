/**
* | output |
* | --- |
* | "Budget Type" |
*
* @param {Jobs_Budget_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_budget_type: ((inputs?: Jobs_Budget_TypeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Budget_TypeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Budget_TypeInputs = {};
