/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Why_Hide_ProfileInputs */

const en_admin_why_hide_profile = /** @type {(inputs: Admin_Why_Hide_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why hide this profile? (its owner sees this)`)
};

const ur_admin_why_hide_profile = /** @type {(inputs: Admin_Why_Hide_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ پروفائل کیوں چھپایا جا رہا ہے؟ (اس کا مالک یہ وجہ دیکھے گا)`)
};

/**
* | output |
* | --- |
* | "Why hide this profile? (its owner sees this)" |
*
* @param {Admin_Why_Hide_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_why_hide_profile = /** @type {((inputs?: Admin_Why_Hide_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Why_Hide_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_why_hide_profile(inputs)
	return en_admin_why_hide_profile(inputs)
});