/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Why_RejectInputs */

const en_admin_why_reject = /** @type {(inputs: Admin_Why_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why reject it? (the user is told)`)
};

const ur_admin_why_reject = /** @type {(inputs: Admin_Why_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسے کیوں مسترد کیا جا رہا ہے؟ (صارف کو یہ وجہ بتائی جائے گی)`)
};

/**
* | output |
* | --- |
* | "Why reject it? (the user is told)" |
*
* @param {Admin_Why_RejectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_why_reject = /** @type {((inputs?: Admin_Why_RejectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Why_RejectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_why_reject(inputs)
	return en_admin_why_reject(inputs)
});