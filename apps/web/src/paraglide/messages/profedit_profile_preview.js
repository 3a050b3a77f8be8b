/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Profile_PreviewInputs */

const en_profedit_profile_preview = /** @type {(inputs: Profedit_Profile_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Preview`)
};

const ur_profedit_profile_preview = /** @type {(inputs: Profedit_Profile_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل کا پیش منظر`)
};

/**
* | output |
* | --- |
* | "Profile Preview" |
*
* @param {Profedit_Profile_PreviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_profile_preview = /** @type {((inputs?: Profedit_Profile_PreviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Profile_PreviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_profile_preview(inputs)
	return en_profedit_profile_preview(inputs)
});