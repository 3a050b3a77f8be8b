/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Upload_PhotoInputs */

const en_profedit_upload_photo = /** @type {(inputs: Profedit_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Photo`)
};

const ur_profedit_upload_photo = /** @type {(inputs: Profedit_Upload_PhotoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فوٹو اپ لوڈ کریں`)
};

/**
* | output |
* | --- |
* | "Upload Photo" |
*
* @param {Profedit_Upload_PhotoInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_upload_photo = /** @type {((inputs?: Profedit_Upload_PhotoInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Upload_PhotoInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_upload_photo(inputs)
	return en_profedit_upload_photo(inputs)
});