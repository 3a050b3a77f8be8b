/**
* | output |
* | --- |
* | "Failed to update proposal status" |
*
* @param {Err_Failed_To_Update_Proposal_StatusInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_update_proposal_status: ((inputs?: Err_Failed_To_Update_Proposal_StatusInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Failed_To_Update_Proposal_StatusInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Failed_To_Update_Proposal_StatusInputs = {};
