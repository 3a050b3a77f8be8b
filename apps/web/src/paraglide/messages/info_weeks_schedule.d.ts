/**
* | output |
* | --- |
* | "{weeks}, {schedule}" |
*
* @param {Info_Weeks_ScheduleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_weeks_schedule: ((inputs: Info_Weeks_ScheduleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Weeks_ScheduleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Weeks_ScheduleInputs = {
    weeks: NonNullable<unknown>;
    schedule: NonNullable<unknown>;
};
