/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_F1_TitleInputs */

const en_howitworks_f1_title = /** @type {(inputs: Howitworks_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Profile`)
};

const ur_howitworks_f1_title = /** @type {(inputs: Howitworks_F1_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل بنائیں`)
};

/**
* | output |
* | --- |
* | "Create Profile" |
*
* @param {Howitworks_F1_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_f1_title = /** @type {((inputs?: Howitworks_F1_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_F1_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_f1_title(inputs)
	return en_howitworks_f1_title(inputs)
});