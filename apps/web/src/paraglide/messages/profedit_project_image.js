/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Project_ImageInputs */

const en_profedit_project_image = /** @type {(inputs: Profedit_Project_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project image`)
};

const ur_profedit_project_image = /** @type {(inputs: Profedit_Project_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروجیکٹ کی تصویر`)
};

/**
* | output |
* | --- |
* | "Project image" |
*
* @param {Profedit_Project_ImageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_image = /** @type {((inputs?: Profedit_Project_ImageInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Project_ImageInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_project_image(inputs)
	return en_profedit_project_image(inputs)
});