/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_JobInputs */

const en_admin_target_job = /** @type {(inputs: Admin_Target_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`job`)
};

const ur_admin_target_job = /** @type {(inputs: Admin_Target_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب`)
};

/**
* | output |
* | --- |
* | "job" |
*
* @param {Admin_Target_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_job = /** @type {((inputs?: Admin_Target_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_target_job(inputs)
	return en_admin_target_job(inputs)
});