/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Profile_Photo_LabelInputs */

const en_profedit_profile_photo_label = /** @type {(inputs: Profedit_Profile_Photo_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile photo`)
};

const ur_profedit_profile_photo_label = /** @type {(inputs: Profedit_Profile_Photo_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل فوٹو`)
};

/**
* | output |
* | --- |
* | "Profile photo" |
*
* @param {Profedit_Profile_Photo_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_profile_photo_label = /** @type {((inputs?: Profedit_Profile_Photo_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Profile_Photo_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_profile_photo_label(inputs)
	return en_profedit_profile_photo_label(inputs)
});