/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Upload_CoverInputs */

const en_profedit_upload_cover = /** @type {(inputs: Profedit_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Cover Photo`)
};

const ur_profedit_upload_cover = /** @type {(inputs: Profedit_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کور فوٹو اپ لوڈ کریں`)
};

/**
* | output |
* | --- |
* | "Upload Cover Photo" |
*
* @param {Profedit_Upload_CoverInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_upload_cover = /** @type {((inputs?: Profedit_Upload_CoverInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Upload_CoverInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_upload_cover(inputs)
	return en_profedit_upload_cover(inputs)
});