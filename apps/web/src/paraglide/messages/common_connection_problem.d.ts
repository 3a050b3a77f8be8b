/**
* | output |
* | --- |
* | "Connection problem" |
*
* @param {Common_Connection_ProblemInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_connection_problem: ((inputs?: Common_Connection_ProblemInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Connection_ProblemInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Connection_ProblemInputs = {};
