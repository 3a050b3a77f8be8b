/**
* | output |
* | --- |
* | "This proposal has already been {status}" |
*
* @param {Err_T_Proposal_Already_DecidedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_proposal_already_decided: ((inputs: Err_T_Proposal_Already_DecidedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_T_Proposal_Already_DecidedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_T_Proposal_Already_DecidedInputs = {
    status: NonNullable<unknown>;
};
