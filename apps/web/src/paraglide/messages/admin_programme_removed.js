/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Programme_RemovedInputs */

const en_admin_programme_removed = /** @type {(inputs: Admin_Programme_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme staff role removed`)
};

const ur_admin_programme_removed = /** @type {(inputs: Admin_Programme_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام عملے کا کردار واپس لے لیا گیا`)
};

/**
* | output |
* | --- |
* | "Programme staff role removed" |
*
* @param {Admin_Programme_RemovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme_removed = /** @type {((inputs?: Admin_Programme_RemovedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Programme_RemovedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_programme_removed(inputs)
	return en_admin_programme_removed(inputs)
});