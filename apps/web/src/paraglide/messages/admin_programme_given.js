/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Programme_GivenInputs */

const en_admin_programme_given = /** @type {(inputs: Admin_Programme_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programme staff role given`)
};

const ur_admin_programme_given = /** @type {(inputs: Admin_Programme_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام عملے کا کردار دے دیا گیا`)
};

/**
* | output |
* | --- |
* | "Programme staff role given" |
*
* @param {Admin_Programme_GivenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme_given = /** @type {((inputs?: Admin_Programme_GivenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Programme_GivenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_programme_given(inputs)
	return en_admin_programme_given(inputs)
});