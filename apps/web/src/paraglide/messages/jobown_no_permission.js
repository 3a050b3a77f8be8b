/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_No_PermissionInputs */

const en_jobown_no_permission = /** @type {(inputs: Jobown_No_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have permission to view this job`)
};

const ur_jobown_no_permission = /** @type {(inputs: Jobown_No_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آپ کو یہ جاب دیکھنے کی اجازت نہیں ہے`)
};

/**
* | output |
* | --- |
* | "You don't have permission to view this job" |
*
* @param {Jobown_No_PermissionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_no_permission = /** @type {((inputs?: Jobown_No_PermissionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_No_PermissionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_no_permission(inputs)
	return en_jobown_no_permission(inputs)
});