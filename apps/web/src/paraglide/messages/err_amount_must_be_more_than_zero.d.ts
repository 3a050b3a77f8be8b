/**
* | output |
* | --- |
* | "Amount must be more than zero" |
*
* @param {Err_Amount_Must_Be_More_Than_ZeroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_amount_must_be_more_than_zero: ((inputs?: Err_Amount_Must_Be_More_Than_ZeroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Amount_Must_Be_More_Than_ZeroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Amount_Must_Be_More_Than_ZeroInputs = {};
