/**
* | output |
* | --- |
* | "Remember me must be true or false" |
*
* @param {Err_Remember_Me_Must_Be_True_Or_FalseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_remember_me_must_be_true_or_false: ((inputs?: Err_Remember_Me_Must_Be_True_Or_FalseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Remember_Me_Must_Be_True_Or_FalseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Remember_Me_Must_Be_True_Or_FalseInputs = {};
