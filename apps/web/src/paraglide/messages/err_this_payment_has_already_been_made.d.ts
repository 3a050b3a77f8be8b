/**
* | output |
* | --- |
* | "This payment has already been made" |
*
* @param {Err_This_Payment_Has_Already_Been_MadeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_payment_has_already_been_made: ((inputs?: Err_This_Payment_Has_Already_Been_MadeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Payment_Has_Already_Been_MadeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Payment_Has_Already_Been_MadeInputs = {};
