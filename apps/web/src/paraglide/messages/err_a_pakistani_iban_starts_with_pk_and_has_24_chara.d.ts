/**
* | output |
* | --- |
* | "A Pakistani IBAN starts with PK and has 24 characters" |
*
* @param {Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_a_pakistani_iban_starts_with_pk_and_has_24_chara: ((inputs?: Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_A_Pakistani_Iban_Starts_With_Pk_And_Has_24_CharaInputs = {};
