/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Profile_PhotoInputs */

const en_profedit_profile_photo = /** @type {(inputs: Profedit_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Photo`)
};

const ur_profedit_profile_photo = /** @type {(inputs: Profedit_Profile_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل فوٹو`)
};

/**
* | output |
* | --- |
* | "Profile Photo" |
*
* @param {Profedit_Profile_PhotoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_profile_photo = /** @type {((inputs?: Profedit_Profile_PhotoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Profile_PhotoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_profile_photo(inputs)
	return en_profedit_profile_photo(inputs)
});