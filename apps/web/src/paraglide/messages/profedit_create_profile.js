/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Create_ProfileInputs */

const en_profedit_create_profile = /** @type {(inputs: Profedit_Create_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Profile`)
};

const ur_profedit_create_profile = /** @type {(inputs: Profedit_Create_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروفائل بنائیں`)
};

/**
* | output |
* | --- |
* | "Create Profile" |
*
* @param {Profedit_Create_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_create_profile = /** @type {((inputs?: Profedit_Create_ProfileInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Create_ProfileInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_create_profile(inputs)
	return en_profedit_create_profile(inputs)
});