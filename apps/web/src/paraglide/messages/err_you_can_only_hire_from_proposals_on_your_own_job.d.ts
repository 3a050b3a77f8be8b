/**
* | output |
* | --- |
* | "You can only hire from proposals on your own jobs" |
*
* @param {Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_can_only_hire_from_proposals_on_your_own_job: ((inputs?: Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Can_Only_Hire_From_Proposals_On_Your_Own_JobInputs = {};
