/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_RequestedInputs */

const en_admin_requested = /** @type {(inputs: Admin_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requested ${i?.time}`)
};

const ur_admin_requested = /** @type {(inputs: Admin_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`درخواست کی تاریخ: ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Requested {time}" |
*
* @param {Admin_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_requested = /** @type {((inputs: Admin_RequestedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_RequestedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_requested(inputs)
	return en_admin_requested(inputs)
});