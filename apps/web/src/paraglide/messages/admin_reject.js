/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_RejectInputs */

const en_admin_reject = /** @type {(inputs: Admin_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

const ur_admin_reject = /** @type {(inputs: Admin_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسترد کریں`)
};

/**
* | output |
* | --- |
* | "Reject" |
*
* @param {Admin_RejectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reject = /** @type {((inputs?: Admin_RejectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RejectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_reject(inputs)
	return en_admin_reject(inputs)
});