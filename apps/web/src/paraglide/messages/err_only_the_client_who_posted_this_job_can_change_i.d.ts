/**
* | output |
* | --- |
* | "Only the client who posted this job can change it" |
*
* @param {Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_the_client_who_posted_this_job_can_change_i: ((inputs?: Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Only_The_Client_Who_Posted_This_Job_Can_Change_IInputs = {};
