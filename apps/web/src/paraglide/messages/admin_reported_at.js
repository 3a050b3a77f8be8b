/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Reported_AtInputs */

const en_admin_reported_at = /** @type {(inputs: Admin_Reported_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.time}:`)
};

const ur_admin_reported_at = /** @type {(inputs: Admin_Reported_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`، ${i?.time}:`)
};

/**
* | output |
* | --- |
* | ", {time}:" |
*
* @param {Admin_Reported_AtInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reported_at = /** @type {((inputs: Admin_Reported_AtInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reported_AtInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reported_at(inputs)
	return en_admin_reported_at(inputs)
});