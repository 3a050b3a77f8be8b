/**
* | output |
* | --- |
* | "You have already reviewed this contract" |
*
* @param {Err_You_Have_Already_Reviewed_This_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_reviewed_this_contract: ((inputs?: Err_You_Have_Already_Reviewed_This_ContractInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Have_Already_Reviewed_This_ContractInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Have_Already_Reviewed_This_ContractInputs = {};
