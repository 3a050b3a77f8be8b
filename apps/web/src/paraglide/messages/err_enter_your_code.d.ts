/**
* | output |
* | --- |
* | "Enter your code" |
*
* @param {Err_Enter_Your_CodeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_enter_your_code: ((inputs?: Err_Enter_Your_CodeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Enter_Your_CodeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Enter_Your_CodeInputs = {};
