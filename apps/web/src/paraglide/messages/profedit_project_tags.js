/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Project_TagsInputs */

const en_profedit_project_tags = /** @type {(inputs: Profedit_Project_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technologies used (optional, comma separated)`)
};

const ur_profedit_project_tags = /** @type {(inputs: Profedit_Project_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استعمال شدہ ٹیکنالوجیز (اختیاری، کوما لگا کر الگ کریں)`)
};

/**
* | output |
* | --- |
* | "Technologies used (optional, comma separated)" |
*
* @param {Profedit_Project_TagsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_tags = /** @type {((inputs?: Profedit_Project_TagsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Project_TagsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_project_tags(inputs)
	return en_profedit_project_tags(inputs)
});