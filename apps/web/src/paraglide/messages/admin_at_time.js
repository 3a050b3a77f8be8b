/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_At_TimeInputs */

const en_admin_at_time = /** @type {(inputs: Admin_At_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.time}`)
};

const ur_admin_at_time = /** @type {(inputs: Admin_At_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`، ${i?.time}`)
};

/**
* | output |
* | --- |
* | ", {time}" |
*
* @param {Admin_At_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_at_time = /** @type {((inputs: Admin_At_TimeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_At_TimeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_at_time(inputs)
	return en_admin_at_time(inputs)
});