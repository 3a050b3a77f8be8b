/**
* | output |
* | --- |
* | "You can review a contract only after it has ended" |
*
* @param {Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_can_review_a_contract_only_after_it_has_ende: ((inputs?: Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Can_Review_A_Contract_Only_After_It_Has_EndeInputs = {};
