/**
* | output |
* | --- |
* | "This dispute is already in mediation" |
*
* @param {Err_This_Dispute_Is_Already_In_MediationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_dispute_is_already_in_mediation: ((inputs?: Err_This_Dispute_Is_Already_In_MediationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Dispute_Is_Already_In_MediationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Dispute_Is_Already_In_MediationInputs = {};
