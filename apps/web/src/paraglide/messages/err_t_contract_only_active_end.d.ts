/**
* | output |
* | --- |
* | "This contract is {status}; only an active contract can be ended" |
*
* @param {Err_T_Contract_Only_Active_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_contract_only_active_end: ((inputs: Err_T_Contract_Only_Active_EndInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Contract_Only_Active_EndInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Contract_Only_Active_EndInputs = {
    status: NonNullable<unknown>;
};
