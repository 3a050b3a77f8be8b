/**
* | output |
* | --- |
* | "This contract is {status}; milestones change only on an active contract" |
*
* @param {Err_T_Contract_Milestones_ActiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_contract_milestones_active: ((inputs: Err_T_Contract_Milestones_ActiveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Contract_Milestones_ActiveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Contract_Milestones_ActiveInputs = {
    status: NonNullable<unknown>;
};
