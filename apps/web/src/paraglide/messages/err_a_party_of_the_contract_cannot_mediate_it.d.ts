/**
* | output |
* | --- |
* | "A party of the contract cannot mediate it" |
*
* @param {Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_a_party_of_the_contract_cannot_mediate_it: ((inputs?: Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_A_Party_Of_The_Contract_Cannot_Mediate_ItInputs = {};
