/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Hide_JobInputs */

const en_admin_hide_job = /** @type {(inputs: Admin_Hide_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide job`)
};

const ur_admin_hide_job = /** @type {(inputs: Admin_Hide_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب چھپائیں`)
};

/**
* | output |
* | --- |
* | "Hide job" |
*
* @param {Admin_Hide_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_hide_job = /** @type {((inputs?: Admin_Hide_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Hide_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_hide_job(inputs)
	return en_admin_hide_job(inputs)
});