/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Common_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_something_wrong: ((inputs?: Common_Something_WrongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Something_WrongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Something_WrongInputs = {};
