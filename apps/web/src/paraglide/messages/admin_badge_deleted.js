/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Badge_DeletedInputs */

const en_admin_badge_deleted = /** @type {(inputs: Admin_Badge_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deleted`)
};

const ur_admin_badge_deleted = /** @type {(inputs: Admin_Badge_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف شدہ`)
};

/**
* | output |
* | --- |
* | "deleted" |
*
* @param {Admin_Badge_DeletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_badge_deleted = /** @type {((inputs?: Admin_Badge_DeletedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Badge_DeletedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_badge_deleted(inputs)
	return en_admin_badge_deleted(inputs)
});