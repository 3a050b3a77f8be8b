/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weeks: NonNullable<unknown>, schedule: NonNullable<unknown> }} Info_Weeks_ScheduleInputs */

const en_info_weeks_schedule = /** @type {(inputs: Info_Weeks_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weeks}, ${i?.schedule}`)
};

const ur_info_weeks_schedule = /** @type {(inputs: Info_Weeks_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.weeks}، ${i?.schedule}`)
};

/**
* | output |
* | --- |
* | "{weeks}, {schedule}" |
*
* @param {Info_Weeks_ScheduleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_weeks_schedule = /** @type {((inputs: Info_Weeks_ScheduleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Weeks_ScheduleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_weeks_schedule(inputs)
	return en_info_weeks_schedule(inputs)
});