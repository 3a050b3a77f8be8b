/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Mark_HandledInputs */

const en_admin_mark_handled = /** @type {(inputs: Admin_Mark_HandledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark handled`)
};

const ur_admin_mark_handled = /** @type {(inputs: Admin_Mark_HandledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نمٹا ہوا قرار دیں`)
};

/**
* | output |
* | --- |
* | "Mark handled" |
*
* @param {Admin_Mark_HandledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mark_handled = /** @type {((inputs?: Admin_Mark_HandledInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Mark_HandledInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_mark_handled(inputs)
	return en_admin_mark_handled(inputs)
});