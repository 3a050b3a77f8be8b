/**
* | output |
* | --- |
* | "Only an open job can be closed" |
*
* @param {Err_Only_An_Open_Job_Can_Be_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_an_open_job_can_be_closed: ((inputs?: Err_Only_An_Open_Job_Can_Be_ClosedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Only_An_Open_Job_Can_Be_ClosedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Only_An_Open_Job_Can_Be_ClosedInputs = {};
