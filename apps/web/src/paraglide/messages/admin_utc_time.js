/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Utc_TimeInputs */

const en_admin_utc_time = /** @type {(inputs: Admin_Utc_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} UTC`)
};

const ur_admin_utc_time = /** @type {(inputs: Admin_Utc_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} (عالمی وقت)`)
};

/**
* | output |
* | --- |
* | "{time} UTC" |
*
* @param {Admin_Utc_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_utc_time = /** @type {((inputs: Admin_Utc_TimeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Utc_TimeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_utc_time(inputs)
	return en_admin_utc_time(inputs)
});