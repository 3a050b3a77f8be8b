/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Admin_OpenedInputs */

const en_admin_opened = /** @type {(inputs: Admin_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · opened ${i?.date}`)
};

const ur_admin_opened = /** @type {(inputs: Admin_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · درج ہوا ${i?.date}`)
};

/**
* | output |
* | --- |
* | "· opened {date}" |
*
* @param {Admin_OpenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_opened = /** @type {((inputs: Admin_OpenedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OpenedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_opened(inputs)
	return en_admin_opened(inputs)
});