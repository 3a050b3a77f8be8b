/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Why_Hide_JobInputs */

const en_admin_why_hide_job = /** @type {(inputs: Admin_Why_Hide_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why hide this job? (its owner sees this)`)
};

const ur_admin_why_hide_job = /** @type {(inputs: Admin_Why_Hide_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ جاب کیوں چھپائی جا رہی ہے؟ (اس کا مالک یہ وجہ دیکھے گا)`)
};

/**
* | output |
* | --- |
* | "Why hide this job? (its owner sees this)" |
*
* @param {Admin_Why_Hide_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_why_hide_job = /** @type {((inputs?: Admin_Why_Hide_JobInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Why_Hide_JobInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_why_hide_job(inputs)
	return en_admin_why_hide_job(inputs)
});