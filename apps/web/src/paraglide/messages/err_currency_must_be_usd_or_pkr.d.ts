/**
* | output |
* | --- |
* | "Currency must be USD or PKR" |
*
* @param {Err_Currency_Must_Be_Usd_Or_PkrInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_currency_must_be_usd_or_pkr: ((inputs?: Err_Currency_Must_Be_Usd_Or_PkrInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Currency_Must_Be_Usd_Or_PkrInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Currency_Must_Be_Usd_Or_PkrInputs = {};
