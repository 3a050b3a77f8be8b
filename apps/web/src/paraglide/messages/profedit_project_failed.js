/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Project_FailedInputs */

const en_profedit_project_failed = /** @type {(inputs: Profedit_Project_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add portfolio item`)
};

const ur_profedit_project_failed = /** @type {(inputs: Profedit_Project_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پورٹ فولیو میں پروجیکٹ شامل نہیں ہو سکا`)
};

/**
* | output |
* | --- |
* | "Failed to add portfolio item" |
*
* @param {Profedit_Project_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_failed = /** @type {((inputs?: Profedit_Project_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Project_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_project_failed(inputs)
	return en_profedit_project_failed(inputs)
});