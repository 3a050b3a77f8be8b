/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Restore_JobInputs */

const en_admin_restore_job = /** @type {(inputs: Admin_Restore_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore job`)
};

const ur_admin_restore_job = /** @type {(inputs: Admin_Restore_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب بحال کریں`)
};

/**
* | output |
* | --- |
* | "Restore job" |
*
* @param {Admin_Restore_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_restore_job = /** @type {((inputs?: Admin_Restore_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Restore_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_restore_job(inputs)
	return en_admin_restore_job(inputs)
});