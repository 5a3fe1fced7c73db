/// Script that reads a screenshot's pixels in a page: `decodedPNG(png)`,
/// given the PNG in base64, resolves to the `ImageData` of the whole picture.
/// Tests run it on `about:blank`, whose policy lets a canvas read a data URL.
enum PNGPixels {
  static let source = """
    const decodedPNG = async (png) => {
      const image = new Image();
      image.src = 'data:image/png;base64,' + png;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height);
    };
    """
}
